import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Fab from '@mui/material/Fab';
import Typography from '@mui/material/Typography';
import type { CreateProposalResponse, ProposalView } from '@pb/core';
import { useMemo, useState } from 'react';
import { Form } from '../../../../components/form/form';
import { ConflictAlert } from '../../../../components/ui/conflict-alert';
import { ProposalWorkspaceProvider } from '../../hooks/proposal-workspace';
import { usePreviewChanges } from '../../hooks/use-preview-changes';
import { useSaveAsNew } from '../../hooks/use-save-as-new';
import type { ProposalContext } from '../../utils/proposal-context';
import { ProposalFormSchema } from '../../utils/proposal-form-schema';
import { valuesFromProposal } from '../../utils/proposal-form-values';
import { EditorActions } from './editor-actions';
import { EditorSections } from './editor-sections';
import { ProposalDeckView } from './proposal-deck-view';

const FORM_ID = 'proposal-editor-form';

type ProposalEditorFormProps = {
  context: ProposalContext;
  view: ProposalView;
  /** Loads the saved proposal again (after a stale save). */
  onReload: () => Promise<ProposalView | undefined>;
  onCreated: (reply: CreateProposalResponse) => void;
};

function DrawerContent(props: {
  view: ProposalView;
  context: ProposalContext;
  onCreated: (reply: CreateProposalResponse) => void;
}) {
  const { saveAsNew, isSaving } = useSaveAsNew(props.context, props.onCreated);
  return (
    <>
      <Box sx={{ flexGrow: 1, overflowY: 'auto' }}>
        <EditorSections savedRoofImage={props.view} />
      </Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <EditorActions
          view={props.view}
          formId={FORM_ID}
          onSaveAsNew={() => void saveAsNew()}
          isSavingAsNew={isSaving}
        />
      </Box>
    </>
  );
}

/**
 * The editor of a saved proposal: the deck-like view, and a left drawer (the floating button at
 * top-left) whose form changes it. Preview Changes saves; a stale save (409) explains itself and
 * keeps the edits. The form starts again from the saved proposal after each save.
 */
export function ProposalEditorForm({
  context,
  view,
  onReload,
  onCreated,
}: ProposalEditorFormProps) {
  // The saved proposal the form starts from; a new one (after a save or a reload) starts it again.
  const [start, setStart] = useState({ key: 0, view });
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const { preview, error, reset } = usePreviewChanges(view, context);
  const initialValues = useMemo(() => valuesFromProposal(start.view, context), [start, context]);
  const restart = (saved: ProposalView) =>
    setStart((current) => ({ key: current.key + 1, view: saved }));

  return (
    <Form
      key={start.key}
      id={FORM_ID}
      schema={ProposalFormSchema}
      defaultValues={initialValues}
      aria-label="Proposal editor"
      onSubmit={async (values) => {
        const saved = await preview(values);
        if (saved) {
          setIsDrawerOpen(false);
          restart(saved);
        }
      }}
    >
      <ProposalWorkspaceProvider context={context}>
        <Box sx={{ position: 'relative', pl: { xs: 0, md: 7 } }}>
          <Fab
            color="primary"
            size="medium"
            aria-label="Edit proposal"
            onClick={() => setIsDrawerOpen(true)}
            sx={{
              position: { xs: 'static', md: 'absolute' },
              top: 0,
              left: 0,
              mb: { xs: 2, md: 0 },
            }}
          >
            <MenuOpenIcon />
          </Fab>
          <ConflictAlert
            error={error}
            onReload={() =>
              void onReload().then((fresh) => {
                reset();
                if (fresh) restart(fresh);
              })
            }
          />
          <ProposalDeckView view={view} />
        </Box>
        <Drawer
          anchor="left"
          open={isDrawerOpen}
          onClose={() => setIsDrawerOpen(false)}
          slotProps={{
            paper: {
              sx: { width: { xs: '100%', sm: 480 }, display: 'flex', flexDirection: 'column' },
            },
          }}
          keepMounted
          // Above the app bar, which sits over the navigation drawer.
          sx={{ zIndex: (theme) => theme.zIndex.modal }}
        >
          <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
            Prop{view.proposalNumber} — Edit
          </Typography>
          <DrawerContent view={view} context={context} onCreated={onCreated} />
        </Drawer>
      </ProposalWorkspaceProvider>
    </Form>
  );
}
