// EXPECT: clean
// int8 quantisation with a hand-written fast path: values already inside
// [-127, 127] (the unsigned test v + 127 <= 254) branch over the clamp with
// a predicated `@p bra`; the others fall through into max/min.
__global__ void quant8(const float *__restrict__ x, signed char *__restrict__ q, int n, float inv_s) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v = __float2int_rn(x[i] * inv_s);
  asm volatile("{\n\t.reg .pred p;\n\t.reg .u32 b;\n\t"
               "add.u32 b, %0, 127;\n\t"
               "setp.le.u32 p, b, 254;\n\t"
               "@p bra Q_DONE_%=;\n\t"
               "max.s32 %0, %0, -127;\n\t"
               "min.s32 %0, %0, 127;\n"
               "Q_DONE_%=:\n\t}"
               : "+r"(v));
  q[i] = (signed char)v;
}
