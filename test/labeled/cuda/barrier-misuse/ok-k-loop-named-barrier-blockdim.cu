// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// A k loop whose trip count comes from the parameters, with a named
// barrier over the whole block (count blockDim.x, what __syncthreads would
// do, on id 2 so as not to clash with a library's barrier 0) around the
// shared-memory tile.
__global__ void __launch_bounds__(256) k_loop(const float *a, const float *b, float *c, int K) {
  __shared__ float as[256], bs[256];
  float acc = 0.f;
  for (int k0 = 0; k0 < K; k0 += 256) {
    as[threadIdx.x] = a[(size_t)blockIdx.x * K + k0 + threadIdx.x];
    bs[threadIdx.x] = b[k0 + threadIdx.x];
    asm volatile("bar.sync 2, %0;" ::"r"(blockDim.x) : "memory");
    for (int j = 0; j < 256; j += 32)
      acc += as[j + threadIdx.x % 32] * bs[j + threadIdx.x % 32];
    asm volatile("bar.sync 2, %0;" ::"r"(blockDim.x) : "memory");
  }
  c[blockIdx.x * 256 + threadIdx.x] = acc;
}
