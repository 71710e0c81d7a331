// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// CSR SpMV with four lanes per row (eight rows per warp). The quad's xor
// reduction sits inside `row < nrows` with the quad's own mask
// (0xf << (lane & 28)): the four lanes of a quad share the row, so they
// enter or skip the branch together.
__global__ void spmv_quad_own_mask(const int *rp, const int *ci, const float *v, const float *x, float *y,
                    float *block_sum, int nrows) {
  __shared__ float part[128];
  const int lane = threadIdx.x % 32, q = lane % 4;
  const int row = (blockIdx.x * blockDim.x + threadIdx.x) / 4;
  float s = 0.f;
  if (row < nrows) {
    for (int e = rp[row] + q; e < rp[row + 1]; e += 4)
      s += v[e] * x[ci[e]];
    s += __shfl_xor_sync(0xfu << (lane & 28), s, 1);
    s += __shfl_xor_sync(0xfu << (lane & 28), s, 2);
    if (q == 0)
      y[row] = s;
  }
  part[threadIdx.x] = q == 0 ? s : 0.f;
  __syncthreads();
  if (threadIdx.x == 0) {
    float t = 0.f;
    for (int j = 0; j < 128; ++j)
      t += part[j];
    block_sum[blockIdx.x] = t;
  }
}
