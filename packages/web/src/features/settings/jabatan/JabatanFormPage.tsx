export default function JabatanFormPage() {
  return <div className="p-4">JabatanFormPage</div>;
}
