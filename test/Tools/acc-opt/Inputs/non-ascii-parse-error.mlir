func.func @f() {
  "é€" varPtr(
  %x = "té"() : () -> i32 é
}
