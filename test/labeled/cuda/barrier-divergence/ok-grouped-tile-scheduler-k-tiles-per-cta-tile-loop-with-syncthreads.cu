// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// A persistent grouped-GEMM-like kernel whose scheduler gives the whole CTA
// one tile and reads its number of k tiles once for the CTA: the k loop's
// staging barriers are reached the same number of times by every thread.
__global__ void grouped_tiles_cta(const float *a, const int *k_tiles_of, float *c,
                                  int num_tiles) {
  __shared__ float panel[128];
  const int lane = threadIdx.x % 32;
  for (int tile = blockIdx.x; tile < num_tiles; tile += gridDim.x) {
    const int kt = k_tiles_of[tile];
    float acc = 0.f;
    for (int k = 0; k < kt; ++k) {
      panel[threadIdx.x] = a[((size_t)tile * 64 + k) * 128 + threadIdx.x];
      __syncthreads();
      acc += panel[(threadIdx.x + 32) % 128];
      __syncthreads();
    }
    c[(size_t)tile * 128 + threadIdx.x] = acc + lane;
  }
}
