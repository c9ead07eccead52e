import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { User } from '@pb/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PersonName, UserText } from '../../../components/ui/user-text';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';

/** Spec 1 §2 /users: name, role and an edit button per row. */
export function UsersTable({ users }: { users: readonly User[] }) {
  return (
    <Paper variant="outlined">
      <TableScrollRegion label="Users">
        <Table size="small" aria-label="Users">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Role</TableCell>
              <TableCell align="right" sx={{ width: 72, position: 'relative' }}>
                {/* Read by screen readers only (a header cell needs text). */}
                <VisuallyHidden>Actions</VisuallyHidden>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {users.map((user) => {
              const name = `${user.firstName} ${user.lastName}`;
              return (
                <TableRow key={user.id} hover>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      <PersonName person={user} />
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      <UserText>{user.email}</UserText>
                    </Typography>
                  </TableCell>
                  <TableCell>{user.role}</TableCell>
                  <TableCell align="right">
                    <Tooltip title="Edit">
                      <IconButton
                        component={Link}
                        to={paths.user.getHref(user.id)}
                        aria-label={`Edit ${name}`}
                        size="small"
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableScrollRegion>
    </Paper>
  );
}
