// EXPECT: clean
// Persistent CSR SpMV: each block repeatedly grabs the next chunk of 32 rows
// from a global work counter. Thread 0 does the atomicAdd and publishes the
// chunk through shared memory; after the barrier every thread reads the same
// value, so the `break` is block-uniform. A second barrier at the end of the
// trip keeps thread 0 from overwriting the slot before everyone read it.
__global__ void spmv_persistent(const int *__restrict__ rowptr, const int *__restrict__ col,
                                const float *__restrict__ val, const float *__restrict__ x,
                                float *__restrict__ y, int rows, int *__restrict__ counter) {
  __shared__ int chunk;
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int nwarps = blockDim.x / 32;
  for (;;) {
    if (threadIdx.x == 0) chunk = atomicAdd(counter, 32);
    __syncthreads();
    const int base = chunk;
    if (base >= rows) break;
    for (int r = base + warp; r < min(base + 32, rows); r += nwarps) {
      float s = 0.f;
      for (int j = rowptr[r] + lane; j < rowptr[r + 1]; j += 32) s += val[j] * x[col[j]];
      for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
      if (lane == 0) y[r] = s;
    }
    __syncthreads();
  }
}
