// EXPECT: unreachable-code
// int8 quantisation with a hand-written fast path: values already inside
// [-127, 127] jump over the clamp. The author meant `@p bra` with the
// in-range predicate, but the guard got lost while reformatting (BUG): the
// `bra` is unconditional, so the clamp after it is never executed.
__global__ void quant8(const float *__restrict__ x, signed char *__restrict__ q, int n, float inv_s) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v = __float2int_rn(x[i] * inv_s);
  asm volatile("{\n\t.reg .pred p;\n\t"
               "setp.le.u32 p, %0, 254;\n\t"
               "bra.uni Q_DONE_%=;\n\t"  // BUG: meant @p (skip only in-range values)
               "max.s32 %0, %0, -127;\n\t"
               "min.s32 %0, %0, 127;\n"
               "Q_DONE_%=:\n\t}"
               : "+r"(v));
  q[i] = (signed char)v;
}
