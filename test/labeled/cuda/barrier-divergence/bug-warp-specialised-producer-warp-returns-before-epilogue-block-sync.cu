// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=160
// Warp-specialised tile kernel: warp 0 loads the tile, everyone meets at the
// first barrier, then the producer warp returns ("its job is done") while the
// four consumer warps stage partial sums and meet at a second __syncthreads()
// for the epilogue: that barrier expects all 160 threads and warp 0 never
// arrives.
__global__ void __launch_bounds__(160) ws_rowsum(const float *in, float *out) {
  __shared__ float stage[128];
  __shared__ float part[128];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (warp == 0)
    for (int i = lane; i < 128; i += 32)
      stage[i] = in[blockIdx.x * 128 + i];
  __syncthreads();
  if (warp == 0)
    return;
  int c = threadIdx.x - 32;
  part[c] = stage[c] * 2.f + stage[(c + 1) & 127];
  __syncthreads();
  out[blockIdx.x * 128 + c] = part[c] + part[127 - c];
}
