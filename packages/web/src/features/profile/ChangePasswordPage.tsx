export default function ChangePasswordPage() {
  return <div className="p-4">ChangePasswordPage</div>;
}
