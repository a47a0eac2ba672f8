export default function ProfilePage() {
  return <div className="p-4">ProfilePage</div>;
}
