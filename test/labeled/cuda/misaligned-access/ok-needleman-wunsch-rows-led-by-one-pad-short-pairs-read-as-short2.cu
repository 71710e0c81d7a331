// EXPECT: clean
// Needleman-Wunsch, the diagonal/up half of a row update in parallel (the
// left dependency is resolved by a max-scan afterwards). Scores are shorts in
// rows of PITCH = 1026 that start with one pad short, so the gap column is
// at index 1 and cell j at index j + 1: the pair (j, j + 1) with j = 1 + 2t
// starts at the even index 2 + 2t and loads as an aligned short2.
#define PITCH 1026
#define LEAD 1
__global__ void nw_row_up_diag(short *__restrict__ H, const char *__restrict__ a, const char *__restrict__ b, int i,
                               short match, short mismatch, short gap) {
  int t = blockIdx.x * blockDim.x + threadIdx.x; // pair index, 512 pairs
  if (t >= 512)
    return;
  const short *up = H + (size_t)(i - 1) * PITCH;
  short *cur = H + (size_t)i * PITCH;
  int j = 1 + 2 * t;
  short2 u = *reinterpret_cast<const short2 *>(up + 2 + 2 * t); // H[i-1][j], H[i-1][j+1]
  short dl = up[LEAD + j - 1];                             // H[i-1][j-1]
  char ai = a[i - 1];
  short s0 = ai == b[j - 1] ? match : mismatch, s1 = ai == b[j] ? match : mismatch;
  short2 h;
  h.x = max(dl + s0, u.x - gap);
  h.y = max(u.x + s1, u.y - gap);
  *reinterpret_cast<short2 *>(cur + 2 + 2 * t) = h;
}
