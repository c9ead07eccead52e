import Avatar, { type AvatarProps } from '@mui/material/Avatar';

type UserAvatarProps = {
  firstName: string;
  lastName: string;
  picture?: string | null;
  size?: number;
  sx?: AvatarProps['sx'];
};

/** "AB" for Ann Brown; spec 1 §2: a user without a picture is shown as initials. */
export function getInitials(firstName: string, lastName: string): string {
  const initials = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
  return initials || '?';
}

export function UserAvatar({ firstName, lastName, picture, size = 36, sx }: UserAvatarProps) {
  const name = `${firstName} ${lastName}`.trim();
  return (
    <Avatar
      src={picture || undefined}
      alt={name}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.42,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        ...sx,
      }}
    >
      {getInitials(firstName, lastName)}
    </Avatar>
  );
}
