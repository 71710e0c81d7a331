// EXPECT: barrier-divergence
// Persistent row-normalisation kernel: thread 0 grabs the next row from a
// global work counter and broadcasts it through one shared slot. The loop
// has a barrier between the write and the reads, but none between the reads
// and thread 0's write of the next iteration: thread 0 can finish the row
// and overwrite s_row while a slow warp has not read it yet. That warp then
// sees the next row (or an index past the end and leaves the loop), so warps
// disagree on the loop trip count and meet the barriers a different number
// of times.
__global__ void persistent_row_scale(const float *__restrict__ in,
                                     float *__restrict__ out,
                                     const float *__restrict__ scale,
                                     int *__restrict__ next_row, int rows,
                                     int cols) {
  __shared__ int s_row;
  __shared__ float s_scale;
  while (true) {
    if (threadIdx.x == 0) {
      s_row = atomicAdd(next_row, 1);
      if (s_row < rows)
        s_scale = scale[s_row];
    }
    __syncthreads();
    int row = s_row;
    if (row >= rows)
      break;
    float k = s_scale;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
      out[(size_t)row * cols + c] = in[(size_t)row * cols + c] * k;
    // BUG: no __syncthreads() here: thread 0 rewrites s_row for the next
    // iteration before every warp has read this one.
  }
}
