import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { BaseTemplate, TemplatePage } from '@pb/core';
import { useId, useState } from 'react';
import { PageThumbnail } from './page-thumbnail';
import { TEMPLATE_PAGE_LABELS } from './template-page-labels';

/** What the preview shows: a saved template or the one being edited. */
export type PreviewedTemplate = {
  name: string;
  baseTemplate: BaseTemplate;
  pages: readonly TemplatePage[];
};

type TemplatePreviewDialogProps = {
  /** The template to show (keep the object stable while open); null closes the dialog. */
  template: PreviewedTemplate | null;
  onClose: () => void;
};

/** Template Preview (spec 3 §2): the template's pages in deck order, one at a time. */
export function TemplatePreviewDialog({ template, onClose }: TemplatePreviewDialogProps) {
  const titleId = useId();
  // Keeps showing the last template while the dialog closes; each opening starts at page 1.
  const [shown, setShown] = useState<{ template: PreviewedTemplate; key: number } | null>(null);
  if (template && template !== shown?.template) {
    setShown({ template, key: (shown?.key ?? 0) + 1 });
  }
  return (
    <Dialog
      open={template !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Template Preview</DialogTitle>
      {shown && <PreviewPages key={shown.key} template={shown.template} onClose={onClose} />}
    </Dialog>
  );
}

function PreviewPages({ template, onClose }: { template: PreviewedTemplate; onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const { pages, baseTemplate } = template;
  const current = pages[Math.min(index, pages.length - 1)];
  const isFirst = index <= 0;
  const isLast = index >= pages.length - 1;
  const go = (next: number) => setIndex(Math.max(0, Math.min(pages.length - 1, next)));

  return (
    <>
      <DialogContent
        dividers
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft') go(index - 1);
          if (event.key === 'ArrowRight') go(index + 1);
        }}
      >
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {template.name || 'Untitled template'}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {baseTemplate} · {pages.length} {pages.length === 1 ? 'page' : 'pages'}
        </Typography>
        {current ? (
          <>
            <PageThumbnail page={current} baseTemplate={baseTemplate} width="100%" />
            <Typography aria-live="polite" sx={{ mt: 1.5, textAlign: 'center', fontWeight: 500 }}>
              Page {index + 1} of {pages.length}: {TEMPLATE_PAGE_LABELS[current]}
            </Typography>
            <Box
              role="group"
              aria-label="Pages"
              sx={{ display: 'flex', gap: 1, mt: 1.5, overflowX: 'auto', p: 0.5 }}
            >
              {pages.map((page, pageIndex) => (
                <ButtonBase
                  key={page}
                  onClick={() => setIndex(pageIndex)}
                  aria-label={`Show page ${pageIndex + 1}: ${TEMPLATE_PAGE_LABELS[page]}`}
                  aria-current={pageIndex === index ? 'step' : undefined}
                  sx={{
                    flexShrink: 0,
                    borderRadius: 1,
                    outline: 2,
                    outlineOffset: 1,
                    outlineColor: pageIndex === index ? 'primary.main' : 'transparent',
                  }}
                >
                  <PageThumbnail page={page} baseTemplate={baseTemplate} width={88} isDecorative />
                </ButtonBase>
              ))}
            </Box>
          </>
        ) : (
          <Typography color="text.secondary">This template has no pages.</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ChevronLeftIcon />} disabled={isFirst} onClick={() => go(index - 1)}>
          Back
        </Button>
        <Button endIcon={<ChevronRightIcon />} disabled={isLast} onClick={() => go(index + 1)}>
          Next
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </>
  );
}
