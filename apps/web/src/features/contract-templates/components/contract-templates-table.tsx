import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { ContractTemplateListItem } from '@pb/core';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EditRowButton } from '../../../components/ui/row-actions';
import { paths } from '../../../config/paths';

const statusOf = (t: ContractTemplateListItem) =>
  t.contractTemplateId === null ? 'Not set up' : t.isActive ? 'Active' : 'Inactive';

/** "12 of 22 mapped": green only when every field is mapped (issue 15). */
function MappedChip({ template: t }: { template: ContractTemplateListItem }) {
  if (t.fieldCount === 0) return <Chip size="small" variant="outlined" label="Not configured" />;
  const label = `${t.mappedFieldCount} of ${t.fieldCount} mapped`;
  return t.mappedFieldCount === t.fieldCount ? (
    <Chip size="small" color="success" label={label} />
  ) : (
    <Chip size="small" color="warning" variant="outlined" label={label} />
  );
}

const COLUMNS: readonly DataTableColumn<ContractTemplateListItem>[] = [
  {
    id: 'name',
    label: 'Template',
    minWidth: 180,
    sortValue: (t) => t.name,
    render: (t) => t.name,
  },
  {
    id: 'mapped',
    label: 'Fields Mapped',
    align: 'center',
    sortValue: (t) => (t.fieldCount === 0 ? -1 : t.mappedFieldCount / t.fieldCount),
    render: (t) => <MappedChip template={t} />,
  },
  { id: 'status', label: 'Status', sortValue: statusOf, render: statusOf },
];

type ContractTemplatesTableProps = {
  templates: readonly ContractTemplateListItem[];
  onToggleActive: (template: ContractTemplateListItem) => void;
  isToggling: boolean;
};

/** Spec 2 §2: the provider template name, how many fields are mapped, edit and deactivate. */
export function ContractTemplatesTable({
  templates,
  onToggleActive,
  isToggling,
}: ContractTemplatesTableProps) {
  return (
    <DataTable
      aria-label="Contract Templates"
      rows={templates}
      columns={COLUMNS}
      getRowKey={(t) => t.pandadocId}
      defaultSortBy="name"
      emptyTitle="No contract templates"
      emptyDescription="The document provider has no templates yet."
      actions={(template) => (
        <>
          <EditRowButton
            href={paths.contractTemplate.getHref(template.pandadocId)}
            itemName={template.name}
          />
          {template.contractTemplateId !== null && (
            <Button
              size="small"
              color={template.isActive ? 'error' : 'primary'}
              onClick={() => onToggleActive(template)}
              disabled={isToggling}
              aria-label={`${template.isActive ? 'Deactivate' : 'Activate'} ${template.name}`}
              sx={{ ml: 1, minWidth: 96 }}
            >
              {template.isActive ? 'Deactivate' : 'Activate'}
            </Button>
          )}
        </>
      )}
    />
  );
}
