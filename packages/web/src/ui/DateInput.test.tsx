import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { DateInput, MonthInput, TimeInput } from './DateInput';

function Controlled({ start = '' }: { start?: string }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <DateInput label="Tanggal Mulai" value={value} onChange={(e) => setValue(e.target.value)} />
      <output aria-label="nilai">{value}</output>
    </>
  );
}

function Registered() {
  const { register, watch } = useForm({ defaultValues: { jam: '08:00', bulan: '2026-11' } });
  return (
    <>
      <TimeInput label="Jam Masuk" {...register('jam')} />
      <MonthInput label="Bulan" {...register('bulan')} />
      <output aria-label="nilai">{`${watch('jam')} ${watch('bulan')}`}</output>
    </>
  );
}

const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

afterEach(cleanup);

describe('date, time and month fields', () => {
  it('show a value as day/month/year and give back yyyy-MM-dd', () => {
    render(<Controlled start="2026-11-01" />);
    expect(screen.getByLabelText('Tanggal Mulai')).toHaveProperty('value', '01/11/2026');
    type('Tanggal Mulai', '23112026');
    expect(screen.getByLabelText('Tanggal Mulai')).toHaveProperty('value', '23/11/2026');
    expect(screen.getByLabelText('nilai').textContent).toBe('2026-11-23');
  });
  it('take a filled yyyy-MM-dd and show it as day/month/year once left', () => {
    render(<Controlled />);
    type('Tanggal Mulai', '2026-12-05');
    expect(screen.getByLabelText('nilai').textContent).toBe('2026-12-05');
    fireEvent.blur(screen.getByLabelText('Tanggal Mulai'));
    expect(screen.getByLabelText('Tanggal Mulai')).toHaveProperty('value', '05/12/2026');
  });
  it('say how to write a date that is not one', () => {
    render(<Controlled />);
    type('Tanggal Mulai', '12/31/2026');
    fireEvent.blur(screen.getByLabelText('Tanggal Mulai'));
    expect(screen.getByRole('alert').textContent).toContain('23/11/2026');
    expect(screen.getByLabelText('nilai').textContent).toBe('');
  });
  it('work with react-hook-form: 24-hour time and month/year', () => {
    render(<Registered />);
    expect(screen.getByLabelText('Jam Masuk')).toHaveProperty('value', '08:00');
    expect(screen.getByLabelText('Bulan')).toHaveProperty('value', '11/2026');
    type('Jam Masuk', '1730');
    type('Bulan', '02/2027');
    expect(screen.getByLabelText('nilai').textContent).toBe('17:30 2027-02');
  });
});

function Watched() {
  const { register, watch } = useForm({ defaultValues: { jam: '' } });
  // watch() re-renders the form on every change, as the overtime and schedule forms do.
  return (
    <>
      <TimeInput label="Jam Mulai" {...register('jam')} />
      <output aria-label="nilai">{watch('jam')}</output>
    </>
  );
}

describe('typing one key at a time into a form that re-renders on each change', () => {
  it('keeps what is typed', () => {
    render(<Watched />);
    const el = screen.getByLabelText('Jam Mulai') as HTMLInputElement;
    for (const ch of '2130') fireEvent.change(el, { target: { value: el.value + ch } });
    expect(el.value).toBe('21:30');
    expect(screen.getByLabelText('nilai').textContent).toBe('21:30');
  });
});
