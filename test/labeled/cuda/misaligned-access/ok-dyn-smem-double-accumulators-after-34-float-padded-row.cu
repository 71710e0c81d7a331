// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Dynamic shared memory carved by hand: the padded row is rounded to 34
// floats (136 bytes) so the double accumulators after it are 8-byte aligned.
__global__ void __launch_bounds__(128) carve_row_acc(const float *in, double *out) {
  extern __shared__ __align__(8) float smem[];
  float *row = smem;
  double *acc = reinterpret_cast<double *>(smem + 34);
  int t = threadIdx.x;
  if (t < 33)
    row[t] = in[blockIdx.x * 33 + t];
  __syncthreads();
  acc[t] = (double)row[t % 33] * row[(t + 1) % 33];
  __syncthreads();
  out[blockIdx.x * 128 + t] = acc[t] + acc[127 - t];
}
