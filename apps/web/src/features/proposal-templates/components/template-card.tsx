import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TemplateRecord } from '@pb/core';
import { useId } from 'react';
import { DeleteRowButton, EditRowButton } from '../../../components/ui/row-actions';
import { useBrandPalette } from '../api/get-brand-templates';
import { paths } from '../../../config/paths';
import { PageThumbnail } from './page-thumbnail';

type TemplateCardProps = {
  template: TemplateRecord;
  onPreview: () => void;
  /** Shown for custom templates to users with PB_MANAGE_ADMIN_ITEMS. */
  onDelete?: () => void;
  canEdit?: boolean;
};

/** One template on /templates: its brand, name, page thumbnails in deck order and its actions. */
export function TemplateCard({
  template,
  onPreview,
  onDelete,
  canEdit = false,
}: TemplateCardProps) {
  const titleId = useId();
  const palette = useBrandPalette(template.baseTemplate);
  const pageCount = template.pages.length;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Box
        sx={{
          height: 6,
          background: `linear-gradient(90deg, ${palette.veryDark}, ${palette.main})`,
        }}
      />
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 2, pt: 1.5 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography
            id={titleId}
            variant="h3"
            component="h3"
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {template.name}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
            {template.name !== template.baseTemplate && (
              <Chip
                size="small"
                label={template.baseTemplate}
                sx={{ bgcolor: palette.light, color: palette.text, fontWeight: 600 }}
              />
            )}
            {template.isDefault && <Chip size="small" variant="outlined" label="Default" />}
            <Typography variant="body2" color="text.secondary">
              {pageCount} {pageCount === 1 ? 'page' : 'pages'}
            </Typography>
          </Box>
        </Box>
        {canEdit && (
          <EditRowButton href={paths.template.getHref(template.id)} itemName={template.name} />
        )}
        {onDelete && <DeleteRowButton itemName={template.name} onClick={onDelete} />}
      </Box>
      <Box
        component="ol"
        aria-label={`Pages of ${template.name}`}
        sx={{
          listStyle: 'none',
          m: 0,
          px: 2,
          py: 1.5,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(76px, 1fr))',
          gap: 1,
          flexGrow: 1,
          alignContent: 'start',
        }}
      >
        {template.pages.map((page) => (
          <Box component="li" key={page}>
            <PageThumbnail page={page} baseTemplate={template.baseTemplate} width="100%" />
          </Box>
        ))}
      </Box>
      <Box sx={{ px: 1, pb: 1 }}>
        <Button
          size="small"
          startIcon={<VisibilityIcon />}
          onClick={onPreview}
          aria-label={`Preview ${template.name}`}
        >
          Preview
        </Button>
      </Box>
    </Paper>
  );
}
