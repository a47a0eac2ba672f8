import { Link } from 'react-router';

/** 'Lupa Password?' explains what to do instead of going nowhere: HRD resends the login data. */
export default function ForgotPasswordPage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-4 bg-white px-6 text-center">
      <h1 className="text-xl font-bold text-slate-900">Lupa Password?</h1>
      <p className="text-sm text-slate-600">
        Hubungi HRD atau Admin perusahaan Anda. Mereka dapat mengirim ulang data login berupa password sementara, yang wajib Anda
        ganti saat pertama kali masuk.
      </p>
      <Link to="/login" className="rounded-lg bg-blue-700 py-3 font-semibold text-white">
        Kembali ke Halaman Masuk
      </Link>
    </main>
  );
}
