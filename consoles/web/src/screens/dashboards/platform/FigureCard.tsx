import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface FigureLink {
  href: string;
  label: string;
}

/**
 * One of the platform's figures: a title, the figure, a line that says what it counts, and the link into the admin
 * console where the figure can be looked into. `testId` marks the card, `${testId}-link` its link.
 */
export function FigureCard({ testId, title, value, note, link, children }: { testId: string; title: string; value?: ReactNode; note?: ReactNode; link: FigureLink; children?: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }} data-testid={testId}>
      <CardContent sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="subtitle2" component="h3" color="text.secondary">
          {title}
        </Typography>
        {value !== undefined && <FigureValue testId={`${testId}-value`}>{value}</FigureValue>}
        {note && (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        )}
        {children}
        <Link href={link.href} variant="body2" sx={{ mt: 'auto', pt: 1 }} data-testid={`${testId}-link`}>
          {link.label}
        </Link>
      </CardContent>
    </Card>
  );
}

/** The figure itself, large. */
export function FigureValue({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <Typography variant="h5" component="p" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
      {children}
    </Typography>
  );
}

/** A labelled count that links to the console's list of what it counts (a plan's or a country's clients). */
export function FigureRow({ testId, label, value, href }: { testId: string; label: string; value: string; href: string }) {
  return (
    <Typography component="li" variant="body2" data-testid={testId} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Link href={href}>{label}</Link>
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>{value}</span>
    </Typography>
  );
}
