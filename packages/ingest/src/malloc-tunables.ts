/**
 * glibc's malloc setting the processes that read pages start with (decision 0090): blocks from
 * 8 MB up are mapped on their own and given back when freed. By default glibc raises that
 * threshold each time a large block is freed, after which a page's planes, strips and tensors
 * come from heaps that fragment and are never given back: a reading process grew to 0.8–1.1 GiB
 * over the bench's pages, against about 0.5 GiB with the threshold fixed.
 * `npm start`, `npm run worker` and the Docker image set it as GLIBC_TUNABLES; bench:ocr starts
 * its reading processes with it.
 */
export const MALLOC_TUNABLES = 'glibc.malloc.mmap_threshold=8388608';
