import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ExcelImport } from './ExcelImport';
import { AdminHeader } from './PageHeader';

/**
 * An admin screen that imports a list from Excel: opened from the list, and back to it (its query refreshed)
 * once the file is saved.
 */
export function ExcelImportPage({
  title,
  subtitle,
  list,
  queryKey,
  templatePath,
  importPath,
  noun,
  children,
  confirmNote,
}: {
  title: string;
  subtitle: string;
  /** The list the import fills: the back link, and where the saved import goes. */
  list: string;
  /** The list's query, refreshed after the import. */
  queryKey: readonly unknown[];
  templatePath: string;
  importPath: string;
  /** What a row is ('hari libur'). */
  noun: string;
  /** More about the template. */
  children?: ReactNode;
  /** What else the confirmation does. */
  confirmNote?: ReactNode;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <>
      <AdminHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Link to={list} className="rounded-lg px-4 py-2 text-sm font-semibold text-blue-700 hover:bg-blue-50">
            Kembali
          </Link>
        }
      />
      <div className="max-w-4xl">
        <ExcelImport
          templatePath={templatePath}
          importPath={importPath}
          noun={noun}
          confirmNote={confirmNote}
          onDone={() => {
            void queryClient.invalidateQueries({ queryKey });
            navigate(list);
          }}
        >
          {children}
        </ExcelImport>
      </div>
    </>
  );
}
