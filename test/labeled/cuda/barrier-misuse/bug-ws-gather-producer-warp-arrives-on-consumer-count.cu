// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=128
// Warp-specialised embedding gather: warp 0 gathers rows into a shared
// staging buffer and signals "tile ready" with bar.arrive; warps 1-3 wait on
// it with bar.sync and scale the rows out. Both use the count
// blockDim.x - 32, "the consumers" (BUG): the producer warp's arrival counts
// too, so 128 threads arrive on a 96-thread barrier and a phase can complete
// before a consumer warp has arrived (or before the producer has).
__global__ void gather_scale(const float *__restrict__ table, const int *__restrict__ ids,
                             const float *__restrict__ w, float *__restrict__ out, int dim,
                             int ntiles) {
  __shared__ float buf[96];
  const int warp = threadIdx.x / 32;
  const int nconsumer = blockDim.x - 32;
  for (int t = 0; t < ntiles; ++t) {
    const int tok = blockIdx.x * ntiles + t;
    if (warp == 0) {
      for (int j = threadIdx.x; j < 96 && j < dim; j += 32) buf[j] = table[(size_t)ids[tok] * dim + j];
      asm volatile("bar.arrive 1, %0;" ::"r"(nconsumer) : "memory");  // BUG: 128 arrive
      asm volatile("bar.sync 2, %0;" ::"r"((int)blockDim.x) : "memory");
    } else {
      asm volatile("bar.sync 1, %0;" ::"r"(nconsumer) : "memory");
      const int j = threadIdx.x - 32;
      if (j < dim) out[(size_t)tok * dim + j] = buf[j] * w[tok];
      asm volatile("bar.sync 2, %0;" ::"r"((int)blockDim.x) : "memory");
    }
  }
}
