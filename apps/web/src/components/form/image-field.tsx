import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { downscaleImage, MAX_PICTURE_SIZE_PX } from '../../lib/downscale-image';

export type FormImageFieldProps = {
  name: string;
  label: string;
  /** Shown in the preview when there is no image (e.g. initials). */
  placeholder?: string;
  maxSize?: number;
};

/**
 * An image picker bound to the surrounding <Form>. The picked file is downscaled in the browser
 * (≤ `maxSize` px) and kept as a data URL; an empty string means "no image".
 */
export function FormImageField({
  name,
  label,
  placeholder,
  maxSize = MAX_PICTURE_SIZE_PX,
}: FormImageFieldProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const [readError, setReadError] = useState<string | null>(null);
  const value = typeof field.value === 'string' ? field.value : '';
  const inputId = `${name}-file`;

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      setReadError(null);
      field.onChange(await downscaleImage(file, maxSize));
    } catch (error) {
      setReadError(error instanceof Error ? error.message : 'Could not read the image');
    }
  };

  const errorText = readError ?? fieldState.error?.message;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 1 }}>
      <Avatar src={value || undefined} alt={label} sx={{ width: 72, height: 72, fontSize: 28 }}>
        {placeholder}
      </Avatar>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
          <Button
            component="label"
            htmlFor={inputId}
            size="small"
            variant="outlined"
            startIcon={<PhotoCameraIcon />}
          >
            Choose Picture
            <input
              id={inputId}
              hidden
              type="file"
              accept="image/*"
              onChange={(event) => void handleFile(event)}
            />
          </Button>
          {value && (
            <Button size="small" onClick={() => field.onChange('')}>
              Remove
            </Button>
          )}
        </Box>
        {errorText && <FormHelperText error>{errorText}</FormHelperText>}
      </Box>
    </Box>
  );
}
