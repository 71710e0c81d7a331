// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// CSR SpMV with four lanes per row (eight rows per warp). The quad's xor
// reduction sits inside `row < nrows` but uses the full mask: in the warp
// holding the last rows, the quads past the end skip it and go on to the
// block's partial-sum barrier, while the mask names them.
__global__ void spmv_quad_full_mask(const int *rp, const int *ci, const float *v, const float *x, float *y,
                    float *block_sum, int nrows) {
  __shared__ float part[128];
  const int lane = threadIdx.x % 32, q = lane % 4;
  const int row = (blockIdx.x * blockDim.x + threadIdx.x) / 4;
  float s = 0.f;
  if (row < nrows) {
    for (int e = rp[row] + q; e < rp[row + 1]; e += 4)
      s += v[e] * x[ci[e]];
    s += __shfl_xor_sync(0xffffffffu, s, 1);
    s += __shfl_xor_sync(0xffffffffu, s, 2);
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
