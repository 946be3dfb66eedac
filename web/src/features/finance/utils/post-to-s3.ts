/**
 * Posts a file to S3 with a presigned POST policy, the way large files must go in AWS (straight to the bucket, not
 * through the API). XMLHttpRequest rather than fetch: only it reports upload progress. The policy's fields come
 * first and the file last, as S3 requires.
 */
export function postFileToS3(
  upload: { url: string; fields: Readonly<Record<string, string>> },
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', upload.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error(`${request.status}: The file store refused the upload`));
    request.onerror = () => reject(new Error('The upload did not reach the file store; check your connection'));
    request.send(form);
  });
}
