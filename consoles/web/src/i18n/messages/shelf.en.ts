import type { ShelfMessages } from './shelf.ja';

/** English texts of the shelf evaluation and of My page's project list. */
export const shelfEn: ShelfMessages = {
  shelf: {
    actions: {
      newProject: 'Register a new shelf evaluation',
      oldProjects: 'Previous shelf evaluations',
    },
    entry: {
      lead: 'See on a photo of a store shelf which products draw attention, as a heat map.',
      newTitle: 'New shelf evaluation',
      menuNote: 'A shelf evaluation calculates the shelf heat map (there are no menus to choose).',
      howTitle: 'How it works',
      how: {
        register: 'Register a project name and department.',
        segments: 'Choose segments (they are recorded in the report header).',
        images: 'Upload up to {{max}} shelf photos ({{maxMb}} MB each) and calculate.',
        boxes: 'On the result, draw a box around each product and save: each product’s share of attention is shown.',
      },
    },
    list: {
      allProjects: 'See all projects',
    },
    segments: {
      lead: 'Choose the segments to record in the report (up to {{max}}).',
      sameMap: 'The shelf heat map (where attention goes) is the same for every segment. The segments chosen are recorded in the report header.',
    },
    images: {
      lead: 'Choose shelf photos: jpg / jpeg / png / pdf, up to {{maxMb}} MB each, up to {{max}} photos.',
      drop: 'Drag and drop shelf photos here',
    },
    confirm: {
      boxesAfter: 'You draw the product boxes on the result after the calculation.',
    },
    result: {
      heatmapModel: 'Heat-map model: {{version}}',
    },
    boxes: {
      hint: 'Drag on a photo to draw a product box. Drag a box to move it, drag a corner of the selected box to resize it, press Delete to remove it. Save to see each box’s share of attention.',
      stage: 'Product boxes on “{{name}}”',
      pixels: 'Original image {{width}} × {{height}} px',
      title: 'Product boxes and share of attention',
      none: 'No boxes yet. Drag on the photo to draw one.',
      tooMany: 'Up to {{max}} boxes per photo.',
      defaultLabel: 'Product {{number}}',
      label: 'Label',
      delete: 'Delete box {{number}}',
      sharePending: 'after saving',
      total: 'All boxes: {{share}}',
      unsaved: 'There are unsaved changes.',
      saved: 'Saved. The shares of attention are up to date.',
      save: 'Save boxes',
      reset: 'Undo changes',
    },
  },
  myProjects: {
    title: 'Projects',
    all: 'See all previous projects',
    summaryReport: 'Summary report',
    downloads: 'PDF',
    downloadsOf: 'PDF reports of “{{name}}”',
    more: 'Showing the newest {{shown}} of {{total}}.',
  },
};
