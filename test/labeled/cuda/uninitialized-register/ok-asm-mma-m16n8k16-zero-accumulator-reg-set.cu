// EXPECT: clean
// ARCHS: sm_80 sm_90
// First k-step of the S = Q K^T tile with the zero C operand set: the scoped
// register is written with 0.0 before the mma reads it four times.
__device__ __forceinline__ void mma_first(unsigned a0, unsigned a1, unsigned a2, unsigned a3,
                                          unsigned b0, unsigned b1, float (&d)[4]) {
  asm volatile("{\n\t"
               ".reg .f32 zero;\n\t"
               "mov.f32 zero, 0f00000000;\n\t"
               "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
               "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {zero,zero,zero,zero};\n\t"
               "}"
               : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
               : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
}
__global__ void qk_first_step(const unsigned *__restrict__ qa, const unsigned *__restrict__ kb,
                              float *__restrict__ s) {
  const int lane = threadIdx.x % 32;
  const unsigned *a = qa + (blockIdx.x * 32 + lane) * 4;
  const unsigned *b = kb + (blockIdx.x * 32 + lane) * 2;
  float d[4];
  mma_first(a[0], a[1], a[2], a[3], b[0], b[1], d);
  float4 r = make_float4(d[0], d[1], d[2], d[3]);
  reinterpret_cast<float4 *>(s)[blockIdx.x * 32 + lane] = r;
}
