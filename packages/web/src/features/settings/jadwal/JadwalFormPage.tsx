export default function JadwalFormPage() {
  return <div className="p-4">JadwalFormPage</div>;
}
