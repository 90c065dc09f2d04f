/**
 * The table parts loaded when first drawn (src/lib/lazyTableFilter.tsx for antd's column
 * filter menu, src/lib/proTableForm.tsx for ProTable's ProForm, src/lib/lazyPaginationSelect.tsx
 * for the pager's page-size select, src/lib/proEditableAntd.tsx for the form item of an
 * editable cell, src/lib/lazySelectionControl.tsx for the selection column's controls) must work as the parts they stand in for once loaded,
 * and hold their place while loading.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
// antd's es build, the one the web app's bundler takes (the test runner takes its CommonJS one)
import EsForm from 'antd/es/form';
import EsConfigProvider from 'antd/es/config-provider';
import enUS from 'antd/es/locale/en_US';
// the es build: the one the web app's bundler takes (package.json "module")
import { FieldContext as RealFieldContext, GridContext as RealGridContext } from '@ant-design/pro-form/es/index.js';
import { flattenKeys as antdFlattenKeys } from 'antd/es/table/hooks/useFilter/FilterDropdown';
import FilterDropdown, { flattenKeys } from '@/lib/lazyTableFilter';
import PaginationSelect from '@/lib/lazyPaginationSelect';
import { FieldContext, GridContext, ProForm, ProFormField } from '@/lib/proTableForm';
import { ConfigProvider as EditableConfigProvider, Form as EditableForm } from '@/lib/proEditableAntd';
import { lazySelectionControl } from '@/lib/lazySelectionControl';

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
    expect(ProForm.useFormInstance).toBe(EsForm.useFormInstance);
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

describe("an editable cell's form item, loaded when drawn", () => {
  it("reads the form through antd's own hook, and shares antd's config provider", () => {
    expect(EditableForm.useFormInstance).toBe(EsForm.useFormInstance);
    expect(EditableConfigProvider).toBe(EsConfigProvider);
  });

  it("is antd's form item once loaded: it shows and validates its field", async () => {
    function Cell() {
      const [form] = EsForm.useForm();
      return (
        <EsForm form={form} initialValues={{ level: '' }}>
          <EditableForm.Item name="level" label="Level" rules={[{ required: true, message: 'Level is required' }]}>
            <input aria-label="Level" />
          </EditableForm.Item>
          <button type="button" onClick={() => form.validateFields().catch(() => undefined)}>
            Check
          </button>
        </EsForm>
      );
    }
    render(<Cell />);
    const field = await screen.findByLabelText('Level');
    expect(field).toHaveValue('');
    fireEvent.click(screen.getByText('Check'));
    expect(await screen.findByText('Level is required')).toBeInTheDocument();
  });
});

describe("the selection column's controls, loaded when drawn", () => {
  it("hold a 16 px box, then are antd's checkbox: a click reports the change", async () => {
    const Checkbox = lazySelectionControl('checkbox');
    const onChange = vi.fn();
    const { container } = render(<Checkbox checked={false} onChange={onChange} aria-label="Select row" />);
    const placeholder = container.firstElementChild as HTMLElement;
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.style.width).toBe('16px');
    const box = await screen.findByRole('checkbox', { name: 'Select row' });
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ target: expect.objectContaining({ checked: true }) }));
  });

  it("the radio is antd's radio once loaded", async () => {
    const Radio = lazySelectionControl('radio');
    const onChange = vi.fn();
    render(<Radio checked={false} onChange={onChange} aria-label="Pick row" />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Pick row' }));
    expect(onChange).toHaveBeenCalled();
  });
});
