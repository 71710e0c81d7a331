// EXPECT: clean
// Per-warp L2 norms of 32-element chunks of a vector whose length need not be
// a multiple of 32. Lanes past the end do not return: they contribute 0 and
// stay in the full-mask xor reduction; only the store is guarded.
__global__ void chunk_norms(const float *__restrict__ v, float *__restrict__ norms, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = i < n ? v[i] : 0.f;
  float s = x * x;
  for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
  if ((threadIdx.x & 31) == 0 && i < n) norms[i >> 5] = sqrtf(s);
}
