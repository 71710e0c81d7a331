// EXPECT: clean
// PTXLINT-ARGS: --block-dim=32,4
// Beam-search step: for each batch row (threadIdx.y, one warp each in a
// 32x4 block) the first BEAM lanes hold the best candidate of one beam and
// an xor butterfly finds the overall best. The butterfly runs inside
// `lane < BEAM` and names exactly those lanes; its offsets stay below BEAM.
template <int BEAM>
__global__ void __launch_bounds__(128)
best_of_beams(const float *__restrict__ beam_best_score,
              const int *__restrict__ beam_best_token, int batch,
              int *__restrict__ out_beam, int *__restrict__ out_token) {
  constexpr unsigned kBeamMask = BEAM == 32 ? 0xffffffffu : (1u << BEAM) - 1;
  const int lane = threadIdx.x;
  const int row = blockIdx.x * blockDim.y + threadIdx.y;
  if (row >= batch)
    return;
  if (lane < BEAM) {
    float s = beam_best_score[row * BEAM + lane];
    int b = lane;
#pragma unroll
    for (int off = BEAM / 2; off > 0; off >>= 1) {
      const float os = __shfl_xor_sync(kBeamMask, s, off, BEAM);
      const int ob = __shfl_xor_sync(kBeamMask, b, off, BEAM);
      if (os > s || (os == s && ob < b)) {
        s = os;
        b = ob;
      }
    }
    if (lane == 0) {
      out_beam[row] = b;
      out_token[row] = beam_best_token[row * BEAM + b];
    }
  }
}

template __global__ void best_of_beams<8>(const float *, const int *, int,
                                          int *, int *);
