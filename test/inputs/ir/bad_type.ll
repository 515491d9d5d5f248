; Malformed on purpose: the return type does not match (parser error at line 4, column 7).
define i32 @f() {
entry:
  ret i64 0
}
