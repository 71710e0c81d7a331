// EXPECT: misaligned-access
// A float2 load starting at element 1 of a float array: 4 modulo 8 (the array
// comes from cudaMalloc, so only the pointer's assumed alignment is known).
__global__ void pairs(const float *x, float2 *out) {
  const float2 *p = reinterpret_cast<const float2 *>(x + 1 + 2 * threadIdx.x);
  out[threadIdx.x] = *p;
}
