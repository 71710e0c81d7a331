// EXPECT: unreachable-code uninitialized-register
// Inline PTX with a fast path for small exponents and a slow path that the
// large exponents fall through to: a `bra.uni $Ldone` left over from testing
// the fast path alone sits in front of the slow path, which has no label of
// its own, so nothing can reach it. The large exponents then leave the block
// through that branch without writing the output %0, so `x[i] *= r` reads an
// unset register as well (uninitialized-register, found since round 24).
__global__ void pow2_scale(const unsigned *e, float *x) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float r;
  asm("{\n\t.reg .pred small;\n\t.reg .f32 t;\n\t.reg .b32 s;\n\t"
      "setp.lt.u32 small, %1, 16;\n\t"
      "@small bra $Lfast;\n\t"
      "bra.uni $Ldone;\n\t"
      "cvt.rn.f32.u32 t, %1;\n\t"
      "ex2.approx.f32 %0, t;\n\t"
      "bra.uni $Ldone;\n\t"
      "$Lfast:\n\t"
      "shl.b32 s, 1, %1;\n\t"
      "cvt.rn.f32.u32 %0, s;\n\t"
      "$Ldone:\n\t}"
      : "=f"(r)
      : "r"(e[i]));
  x[i] *= r;
}
