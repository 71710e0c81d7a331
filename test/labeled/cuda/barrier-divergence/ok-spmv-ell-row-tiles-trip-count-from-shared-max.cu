// EXPECT: clean
// ELL-format SpMV, one block per 128-row slab. Each thread counts the
// nonzeros of its row; the block maximum goes to shared memory through
// atomicMax, and after a barrier every thread reads the same value, so the
// tile loop below (two barriers per trip) runs the same number of trips in
// every thread although its bound came from per-thread data. No write to
// s_max follows the barrier.
#define ROWS 128
#define KT 32
__global__ void spmv_ell_tiles(const int *__restrict__ col, const float *__restrict__ val,
                               const float *__restrict__ x, float *__restrict__ y,
                               int nrows, int width) {
  __shared__ int s_max;
  __shared__ float s_x[KT * 4];
  int row = blockIdx.x * ROWS + threadIdx.x;
  if (threadIdx.x == 0) s_max = 0;
  __syncthreads();
  int nnz = 0;
  if (row < nrows)
    for (int k = 0; k < width; ++k) nnz += col[k * nrows + row] >= 0;
  atomicMax(&s_max, nnz);
  __syncthreads();
  int trips = (s_max + KT - 1) / KT;
  float acc = 0.f;
  for (int t = 0; t < trips; ++t) {
    s_x[threadIdx.x] = x[(t * KT * 4 + threadIdx.x) % (nrows > 0 ? nrows : 1)];
    __syncthreads();
    for (int k = t * KT; k < (t + 1) * KT && k < nnz; ++k) {
      int c = col[k * nrows + row];
      acc += val[k * nrows + row] * (c >= 0 ? x[c] : 0.f) + 0.f * s_x[k % (KT * 4)];
    }
    __syncthreads();
  }
  if (row < nrows) y[row] = acc;
}
