// EXPECT: barrier-divergence
// A finalisation step meant for block 0 only also tests the thread index:
// in block 0 the first warp waits at a CTA barrier the other warps skip.
__global__ void finalize(float *partial, float *out, int nblocks) {
  __shared__ float s[32];
  if (blockIdx.x == 0 && threadIdx.x < 32) {
    float v = 0.f;
    for (int i = threadIdx.x; i < nblocks; i += 32)
      v += partial[i];
    s[threadIdx.x] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
      float t = 0.f;
      for (int k = 0; k < 32; ++k)
        t += s[k];
      *out = t;
    }
  }
}
