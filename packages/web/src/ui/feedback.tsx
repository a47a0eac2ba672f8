import type { ReactNode } from 'react';

export function Loading({ text = 'Memuat data...' }: { text?: string }) {
  return (
    <div className="flex items-center justify-center gap-2 py-8 text-sm text-slate-500" role="status">
      <span className="h-4 w-4 animate-spin rounded-full border-2 border-blue-600 border-t-transparent" />
      {text}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="py-8 text-center text-sm text-slate-500">{children}</div>;
}

/** A load that failed; with onRetry (lists, pages) it offers 'Coba lagi' rather than a dead end. */
export function ErrorState({ children = 'Gagal memuat data.', onRetry }: { children?: ReactNode; onRetry?: () => void }) {
  return (
    <div className="space-y-3 py-8 text-center">
      <p className="text-sm text-red-600" role="alert">
        {children}
      </p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex min-h-11 items-center rounded-lg border border-blue-700 bg-white px-4 text-sm font-semibold text-blue-700 hover:bg-blue-50"
        >
          Coba lagi
        </button>
      )}
    </div>
  );
}

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 ${className}`}>{children}</div>;
}

/** Approval status colours (spec section 4): yellow 'menunggu', green 'disetujui', red 'ditolak', else grey. */
export function statusColor(status: string): string {
  const s = status.toLowerCase();
  if (s.includes('menunggu')) return 'bg-yellow-100 text-yellow-800';
  if (s.includes('disetujui')) return 'bg-green-100 text-green-800';
  if (s.includes('ditolak')) return 'bg-red-100 text-red-800';
  return 'bg-slate-100 text-slate-700';
}

export function StatusBadge({ status }: { status: string }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${statusColor(status)}`}>{status}</span>;
}
