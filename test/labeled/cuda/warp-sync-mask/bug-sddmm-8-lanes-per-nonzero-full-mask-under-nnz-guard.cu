// EXPECT: warp-sync-mask
// SDDMM (sampled dense-dense matmul, as in DGL/cuSPARSE): each nonzero (r, c)
// of the sparsity pattern gets dot(A[r], B[c]) over K = 64, computed by a
// group of 8 lanes that reduce with width-8 shuffles. BUG: the reduction
// uses the full-warp mask inside `if (nz < nnz)`: in the last warp the groups
// past nnz do not run the shuffles although the mask names them (they go on
// to the normaliser's shuffles below and wait there instead).
__global__ void sddmm_k64(const int *__restrict__ rows, const int *__restrict__ cols,
                          const float *__restrict__ a, const float *__restrict__ b,
                          float *__restrict__ out, float *denom, int nnz) {
  const int gt = blockIdx.x * blockDim.x + threadIdx.x;
  const int nz = gt / 8, sub = gt % 8;
  float e = 0.f;
  if (nz < nnz) {
    const float *ar = a + (size_t)rows[nz] * 64, *bc = b + (size_t)cols[nz] * 64;
    float s = 0.f;
#pragma unroll
    for (int k = sub; k < 64; k += 8)
      s += ar[k] * bc[k];
    s += __shfl_xor_sync(0xffffffffu, s, 4, 8);  // BUG: lanes of groups past nnz are absent
    s += __shfl_xor_sync(0xffffffffu, s, 2, 8);
    s += __shfl_xor_sync(0xffffffffu, s, 1, 8);
    if (sub == 0) {
      out[nz] = s;
      e = __expf(s);
    }
  }
  // every lane (in range or not) sums the warp's exp(scores) for the
  // edge-softmax normaliser
  for (int o = 16; o > 0; o >>= 1)
    e += __shfl_xor_sync(0xffffffffu, e, o);
  if ((threadIdx.x & 31) == 0)
    atomicAdd(denom, e);
}
