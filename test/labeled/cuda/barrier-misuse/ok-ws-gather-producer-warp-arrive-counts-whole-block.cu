// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Warp-specialised embedding gather: warp 0 stages rows and signals with
// bar.arrive, warps 1-3 wait with bar.sync; both name the whole block
// (blockDim.x = 128 threads: 32 producer arrivals + 96 consumer arrivals), and
// a second whole-block barrier frees the buffer for the next tile.
__global__ void gather_scale(const float *__restrict__ table, const int *__restrict__ ids,
                             const float *__restrict__ w, float *__restrict__ out, int dim,
                             int ntiles) {
  __shared__ float buf[96];
  const int warp = threadIdx.x / 32;
  const int all = blockDim.x;
  for (int t = 0; t < ntiles; ++t) {
    const int tok = blockIdx.x * ntiles + t;
    if (warp == 0) {
      for (int j = threadIdx.x; j < 96 && j < dim; j += 32) buf[j] = table[(size_t)ids[tok] * dim + j];
      asm volatile("bar.arrive 1, %0;" ::"r"(all) : "memory");
      asm volatile("bar.sync 2, %0;" ::"r"(all) : "memory");
    } else {
      asm volatile("bar.sync 1, %0;" ::"r"(all) : "memory");
      const int j = threadIdx.x - 32;
      if (j < dim) out[(size_t)tok * dim + j] = buf[j] * w[tok];
      asm volatile("bar.sync 2, %0;" ::"r"(all) : "memory");
    }
  }
}
