import type { JadwalKerjaForm, JadwalKerjaRequest } from '@hadir/contract';
import type { UseFormReturn } from 'react-hook-form';
import { Checkbox } from '../../../ui/Field';
import { crossesMidnight, dayName } from './days';
import { TimeInput } from '../../../ui/DateInput';

const TIME =
  'w-32 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-200 aria-[invalid=true]:border-red-500';

/** The seven weekdays: a 'Libur' checkbox or a shift (jam masuk, jam pulang) per day. */
export function WeekEditor({ form }: { form: UseFormReturn<JadwalKerjaForm, unknown, JadwalKerjaRequest> }) {
  const { register, watch, formState } = form;
  const days = watch('hari');
  const dayErrors = formState.errors.hari;
  const listError = dayErrors?.message ?? dayErrors?.root?.message;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">Hari Kerja</legend>
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-700">
                Hari
              </th>
              <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-700">
                Libur
              </th>
              <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-700">
                Jam Masuk
              </th>
              <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-700">
                Jam Pulang
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {days.map((d, i) => {
              const name = dayName(d.hari);
              const err = dayErrors?.[i];
              return (
                <tr key={d.hari}>
                  <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                    {name}
                  </th>
                  <td className="px-3 py-2">
                    <Checkbox label="Libur" aria-label={`Libur ${name}`} {...register(`hari.${i}.libur`)} />
                  </td>
                  {d.libur ? (
                    <td colSpan={2} className="px-3 py-2 text-slate-500">
                      Tidak ada jam kerja
                    </td>
                  ) : (
                    <>
                      <td className="px-3 py-2 align-top">
                        <TimeInput
                          bare
                          label={`Jam masuk ${name}`}
                          error={err?.jam_masuk?.message}
                          className={TIME}
                          {...register(`hari.${i}.jam_masuk`)}
                        />
                        {err?.jam_masuk && <p className="mt-1 text-xs text-red-600">{err.jam_masuk.message}</p>}
                      </td>
                      <td className="px-3 py-2 align-top">
                        <TimeInput
                          bare
                          label={`Jam pulang ${name}`}
                          error={err?.jam_pulang?.message}
                          className={TIME}
                          {...register(`hari.${i}.jam_pulang`)}
                        />
                        {err?.jam_pulang && <p className="mt-1 text-xs text-red-600">{err.jam_pulang.message}</p>}
                        {!err?.jam_pulang && crossesMidnight(d.jam_masuk, d.jam_pulang) && (
                          <p className="mt-1 text-xs text-amber-700">Pulang keesokan harinya (lintas hari)</p>
                        )}
                      </td>
                    </>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {listError && (
        <p className="text-xs text-red-600" role="alert">
          {listError}
        </p>
      )}
    </fieldset>
  );
}
