import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId, useState, type DragEvent } from 'react';
import { useRoofImage as useStoredRoofImage } from '../../api/get-roof-image';
import { useObjectUrl } from '../../hooks/use-object-url';
import { useRoofImage } from '../../hooks/use-roof-image';

type RoofImageDropZoneProps = {
  /** The saved proposal (editor), whose stored image is removed through the API. */
  saved?: { id: string; roofImagePath: string } | null;
};

/** The roof image drop-zone: drop or choose a .jpg, .jpeg or .png; preview and removal. */
export function RoofImageDropZone({ saved = null }: RoofImageDropZoneProps) {
  const { path, choose, clear, isBusy } = useRoofImage(saved);
  const image = useStoredRoofImage(path);
  const url = useObjectUrl(path ? image.data : undefined);
  const [isOver, setIsOver] = useState(false);
  const inputId = useId();

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    const file = event.dataTransfer.files[0];
    if (file) void choose(file);
  };

  return (
    <Box
      role="region"
      aria-label="Roof image"
      onDragOver={(event) => {
        event.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: isOver ? 'primary.main' : 'divider',
        borderRadius: 2,
        p: 2,
        textAlign: 'center',
        bgcolor: isOver ? 'action.hover' : 'transparent',
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt="Roof"
          sx={{ maxWidth: '100%', maxHeight: 260, borderRadius: 1 }}
        />
      ) : (
        <Box sx={{ py: 2, color: 'text.secondary' }}>
          {isBusy || image.isLoading ? (
            <CircularProgress size={28} aria-label="Uploading" />
          ) : (
            <CloudUploadIcon fontSize="large" />
          )}
          <Typography variant="body2">
            {path ? 'Loading roof image…' : 'Drop a roof image here (.jpg, .jpeg, .png)'}
          </Typography>
        </Box>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1, mt: 1 }}>
        <Button
          component="label"
          htmlFor={inputId}
          size="small"
          variant="outlined"
          disabled={isBusy}
        >
          {path ? 'Replace Image' : 'Choose Image'}
          <input
            id={inputId}
            data-testid="roof-image-input"
            hidden
            type="file"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void choose(file);
            }}
          />
        </Button>
        {path && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => void clear()}
            disabled={isBusy}
          >
            Remove Image
          </Button>
        )}
      </Box>
    </Box>
  );
}
