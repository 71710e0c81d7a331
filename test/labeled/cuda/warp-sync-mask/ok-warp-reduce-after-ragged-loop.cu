// EXPECT: clean
// Warp-per-row dot product: each lane accumulates its strided columns, then the
// whole warp reduces after the loop with the full mask. The `warp >= rows`
// early return is the same for all 32 lanes of a warp (blockDim.x is a
// multiple of 32), so every lane of a warp that reaches the shuffles runs them.
__global__ void row_dot(const float *__restrict__ a, const float *__restrict__ b,
                        float *__restrict__ out, int rows, int cols) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  int lane = threadIdx.x & 31;
  if (warp >= rows)
    return;
  const float *ra = a + (size_t)warp * cols;
  float acc = 0.f;
  for (int c = lane; c < cols; c += 32)
    acc += ra[c] * b[c];
  for (int o = 16; o > 0; o >>= 1)
    acc += __shfl_xor_sync(0xffffffffu, acc, o);
  if (lane == 0)
    out[warp] = acc;
}
