// EXPECT: uninitialized-register
// An unrolled dot product accumulated through an in/out asm operand: the C++
// accumulator is never zeroed, so the first fma reads garbage.
__global__ void dot4(const float *a, const float *b, float *out) {
  float acc;
  const float *pa = a + 4 * threadIdx.x, *pb = b + 4 * threadIdx.x;
#pragma unroll
  for (int k = 0; k < 4; ++k)
    asm("fma.rn.f32 %0, %1, %2, %0;" : "+f"(acc) : "f"(pa[k]), "f"(pb[k]));
  out[threadIdx.x] = acc;
}
