import type { TermsText } from './terms';

export const termsEn: TermsText = {
  effective: 'Effective 25 November 2026',
  intro:
    'These terms govern the use of Packlens (the "Service"), a web service that evaluates package designs with AI and generates design material, by a company or person that registers for it (the "Customer") and the users the Customer adds. Where a contract signed with the Customer says otherwise, that contract prevails.',
  sections: [
    {
      heading: '1. Accounts',
      paragraphs: [
        'The Customer registers with true and current information and keeps it up to date. Its administrator adds, changes, locks and removes users within the number of accounts its plan allows, and is responsible for what its users and API keys do.',
        'Each user keeps their password and verification codes secret. Accounts and API keys may not be shared outside the Customer. Tell us at once if you believe an account or key has been misused; we may lock it to protect the Customer.',
      ],
    },
    {
      heading: '2. Plans, trial and payment',
      paragraphs: [
        'The plans (trial, free, pay per calculation, unlimited), their prices, limits and services are those shown on the plan page when the plan is chosen. A trial ends on its last day; the Customer may move to a paid plan at any time from the plan page.',
        'Paid amounts are charged as shown on the plan page and in the confirmation. A calculation or generation that fails on our side is not charged. The administrator may cancel the contract from My page; access ends as stated there.',
      ],
    },
    {
      heading: '3. Your content',
      paragraphs: [
        'The Customer keeps all rights in the images, texts and data it uploads ("Content") and confirms it may use them. The Customer grants us the right to store and process Content only to provide the Service to the Customer.',
        'Content is visible only to the Customer\'s users and to the API keys the Customer issues. We do not use Content to train models offered to others unless the Customer agrees in writing. Content is deleted when the Customer deletes it or some time after the contract ends, except where the law requires us to keep it.',
        'Some features send the Content they need (a brief, a design, a prompt) to an AI provider that the operator has configured for that feature. Where no provider is configured, the feature runs on an offline demo generator and says so.',
      ],
    },
    {
      heading: '4. Results and generated material',
      paragraphs: [
        'Scores, spreads, attention maps, image words, concept matches, simulated consumer panels and generated designs, names, catch-phrases and concepts are estimates made by models. They are not the results of a survey of real consumers and do not guarantee sales or any other outcome. Results marked "demo" come from a demonstration model or generator and are not to be used for decisions.',
        'The Customer may use generated material in its business. Generated material may resemble existing names, marks or designs; the Customer checks trademarks, rights and regulations before using it.',
      ],
    },
    {
      heading: '5. Acceptable use',
      paragraphs: [
        'Do not upload material you have no right to use, personal data of others beyond what the Service needs, or unlawful material; do not try to reach other customers\' data, probe or overload the Service, get around its limits or gates, or copy its models.',
        'API use must stay within the documented limits. We may suspend access that endangers the Service or other customers, and will tell the administrator why.',
      ],
    },
    {
      heading: '6. Availability and changes',
      paragraphs: [
        'We aim to keep the Service available and to announce planned maintenance in advance, but do not guarantee uninterrupted operation. We may improve the Service and these terms; changes that reduce the Customer\'s rights are announced to administrators at least 30 days before they apply.',
      ],
    },
    {
      heading: '7. Liability',
      paragraphs: [
        'To the extent the law allows, our liability for any claim is limited to the amounts the Customer paid for the Service in the twelve months before the claim, and we are not liable for lost profits or indirect damage. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: '8. Contact',
      paragraphs: ['Questions about these terms: ask your administrator, or write to us through the contact given in your contract.'],
    },
  ],
};
