/**
 * The table parts loaded when first drawn (src/lib/lazyTableFilter.tsx for antd's column
 * filter menu, src/lib/proTableForm.tsx for ProTable's ProForm, src/lib/lazyPaginationSelect.tsx
 * for the pager's page-size select) must work as the parts they stand in for once loaded,
 * and hold their place while loading.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import enUS from 'antd/es/locale/en_US';
// the es build: the one the web app's bundler takes (package.json "module")
import { FieldContext as RealFieldContext, GridContext as RealGridContext } from '@ant-design/pro-form/es/index.js';
import { flattenKeys as antdFlattenKeys } from 'antd/es/table/hooks/useFilter/FilterDropdown';
import FilterDropdown, { flattenKeys } from '@/lib/lazyTableFilter';
import PaginationSelect from '@/lib/lazyPaginationSelect';
import { FieldContext, GridContext, ProForm, ProFormField } from '@/lib/proTableForm';

describe('column filter menu, loaded when drawn', () => {
  it('lists a filter tree the way antd does', () => {
    const filters = [{ value: 'a', children: [{ value: 'b' }, { value: 'c', children: [{ value: 'd' }] }] }, { value: 'e' }];
    expect(flattenKeys(filters)).toEqual(antdFlattenKeys(filters as never));
    expect(flattenKeys(undefined)).toEqual([]);
  });

  it("shows the column's title at once, then antd's filter button", async () => {
    const column = { title: 'Job', dataIndex: 'job', filters: [{ text: 'Warrior', value: 'warrior' }] };
    const { container } = render(
      <FilterDropdown
        tablePrefixCls="ant-table"
        prefixCls="ant-table-filter"
        dropdownPrefixCls="ant-dropdown"
        column={column}
        columnKey="job"
        filterState={undefined}
        filterOnClose
        filterMultiple
        filterMode="menu"
        filterSearch={false}
        triggerFilter={vi.fn()}
        locale={enUS.Table}
        getPopupContainer={undefined}
        rootClassName=""
      >
        Job
      </FilterDropdown>,
    );
    expect(container.querySelector('.ant-table-filter-column .ant-table-column-title')?.textContent).toBe('Job');
    await waitFor(() => expect(container.querySelector('.ant-table-filter-trigger')).not.toBeNull());
    expect(screen.getByText('Job')).toBeInTheDocument();
  });
});

describe("ProTable's ProForm, loaded when an editable table draws it", () => {
  it("shares ProForm's own contexts and form hook", () => {
    expect(GridContext).toBe(RealGridContext);
    expect(FieldContext).toBe(RealFieldContext);
    expect(ProForm.useFormInstance).toBe(Form.useFormInstance);
  });

  it('renders a working form with its field once loaded', async () => {
    render(
      <ProForm submitter={false} initialValues={{ name: 'Sataorvar' }}>
        <ProFormField name="name" label="Name" />
      </ProForm>,
    );
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Sataorvar'));
  });
});

describe("the pager's page-size select, loaded when a pager shows one", () => {
  it('holds its place, then is antd’s select: choosing a size reports it', async () => {
    const onChange = vi.fn();
    const options = [10, 20, 50].map((n) => ({ value: n, label: `${n} / page` }));
    const { container } = render(
      <PaginationSelect className="ant-pagination-options-size-changer" size="middle" value={20} options={options} onChange={onChange} aria-label="Page size" />,
    );
    const placeholder = container.querySelector('span.ant-pagination-options-size-changer') as HTMLElement;
    expect(placeholder.style.height).toBe('32px');
    const select = await screen.findByRole('combobox', { name: 'Page size' });
    expect(container.querySelector('.ant-select-selection-item')?.textContent).toBe('20 / page');
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByText('50 / page'));
    expect(onChange).toHaveBeenCalledWith(50, expect.objectContaining({ value: 50 }));
  });
});
