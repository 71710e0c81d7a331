// EXPECT: clean
// Persistent row-normalisation kernel with a double-buffered broadcast slot:
// iteration k writes s_row[k & 1]. Thread 0 writes the same slot again only
// in iteration k + 2, after the barrier of iteration k + 1, which every
// thread reaches only after reading s_row[k & 1]; so one barrier per
// iteration is enough and every thread sees the same row.
__global__ void persistent_row_scale(const float *__restrict__ in,
                                     float *__restrict__ out,
                                     const float *__restrict__ scale,
                                     int *__restrict__ next_row, int rows,
                                     int cols) {
  __shared__ int s_row[2];
  __shared__ float s_scale[2];
  for (int it = 0;; ++it) {
    const int slot = it & 1;
    if (threadIdx.x == 0) {
      int r = atomicAdd(next_row, 1);
      s_row[slot] = r;
      s_scale[slot] = r < rows ? scale[r] : 0.f;
    }
    __syncthreads();
    int row = s_row[slot];
    if (row >= rows)
      break;
    float k = s_scale[slot];
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
      out[(size_t)row * cols + c] = in[(size_t)row * cols + c] * k;
  }
}
