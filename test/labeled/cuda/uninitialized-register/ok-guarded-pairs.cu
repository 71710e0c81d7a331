// EXPECT: clean
// A guarded write followed by a read under the same guard.
__global__ void clamp_if_ok(int *x, int limit) {
  int v = x[threadIdx.x];
  asm("{\n\t.reg .pred p;\n\t.reg .s32 t;\n\tsetp.gt.s32 p, %0, %1;\n\t"
      "@p sub.s32 t, %0, %1;\n\t@p shr.s32 t, t, 1;\n\t@p sub.s32 %0, %0, t;\n\t}"
      : "+r"(v) : "r"(limit));
  x[threadIdx.x] = v;
}
