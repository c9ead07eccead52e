import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DEFAULT_PROPOSAL_TEMPLATES, PROPOSAL_MESSAGES, type TemplateRecord } from '@pb/core';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryContent } from '../../../components/ui/query-content';
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete';
import { paths } from '../../../config/paths';
import { useHasCapability } from '../../../lib/current-user';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';
import { TemplateCard } from './template-card';
import { TemplatePreviewDialog } from './template-preview-dialog';

const cardGrid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: 2,
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 4 }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * /templates (spec 3 §2): the four built-in templates with their page thumbnails, then the custom
 * ones, which users with PB_MANAGE_ADMIN_ITEMS can create, edit and delete.
 */
export function TemplatesList() {
  const templates = useTemplates();
  const deleteTemplate = useDeleteTemplate();
  const confirmDelete = useConfirmDelete();
  const canManage = useHasCapability('PB_MANAGE_ADMIN_ITEMS');
  const [previewed, setPreviewed] = useState<TemplateRecord | null>(null);

  return (
    <>
      <PageHeader
        title="My Templates"
        actions={
          canManage && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={Link}
              to={paths.newTemplate.getHref()}
            >
              Create Template
            </Button>
          )
        }
      />
      <Section title="Default Templates">
        <Box sx={cardGrid}>
          {DEFAULT_PROPOSAL_TEMPLATES.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              onPreview={() => setPreviewed(template)}
            />
          ))}
        </Box>
      </Section>
      <Section title="Custom Templates">
        <QueryContent query={templates} errorMessage={PROPOSAL_MESSAGES.couldNotGetTemplates}>
          {(list) => {
            const custom = list.filter((template) => !template.isDefault);
            if (custom.length === 0) {
              return (
                <Paper variant="outlined">
                  <EmptyState
                    title="No custom templates yet"
                    description={
                      canManage
                        ? 'Create Template picks a brand and the pages a proposal shows, in your order.'
                        : undefined
                    }
                  />
                </Paper>
              );
            }
            return (
              <Box sx={cardGrid}>
                {custom.map((template) => (
                  <TemplateCard
                    key={template.id}
                    template={template}
                    onPreview={() => setPreviewed(template)}
                    canEdit={canManage}
                    onDelete={
                      canManage
                        ? () =>
                            void confirmDelete('template', () =>
                              deleteTemplate.mutateAsync(template.id),
                            )
                        : undefined
                    }
                  />
                ))}
              </Box>
            );
          }}
        </QueryContent>
      </Section>
      <TemplatePreviewDialog template={previewed} onClose={() => setPreviewed(null)} />
    </>
  );
}
