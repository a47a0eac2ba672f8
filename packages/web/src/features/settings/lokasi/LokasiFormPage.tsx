export default function LokasiFormPage() {
  return <div className="p-4">LokasiFormPage</div>;
}
